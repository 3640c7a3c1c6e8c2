module graffiti

go 1.26.0

require (
	github.com/BurntSushi/toml v1.6.0
	github.com/andybalholm/brotli v1.3.0
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	github.com/coder/websocket v1.8.15
	github.com/ebitengine/purego v0.11.0
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875
	github.com/hajimehoshi/ebiten/v2 v2.10.4
	github.com/jackmordaunt/icns/v3 v3.0.1
	github.com/nats-io/nats-server/v2 v2.15.2
	github.com/nats-io/nats.go v1.55.0
	github.com/nicksnyder/go-i18n/v2 v2.7.0
	github.com/stretchr/testify v1.10.0
	github.com/tc-hib/winres v0.2.1
	golang.org/x/crypto v0.58.0
	golang.org/x/image v0.45.0
	golang.org/x/text v0.43.0
	golang.org/x/time v0.16.0
	rsc.io/qr v0.2.0
)

require (
	github.com/SherClockHolmes/webpush-go v1.4.0 // indirect
	github.com/antithesishq/antithesis-sdk-go v0.8.0-default-no-op // indirect
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/ebitengine/gomobile v0.0.0-20260820040257-d11f821a26a6 // indirect
	github.com/ebitengine/hideconsole v1.0.0 // indirect
	github.com/ebitengine/oto/v3 v3.5.0 // indirect
	github.com/golang-jwt/jwt/v5 v5.2.1 // indirect
	github.com/google/go-tpm v0.9.8 // indirect
	github.com/jfreymuth/pulse v0.1.3 // indirect
	github.com/klauspost/compress v1.20.3 // indirect
	github.com/minio/highwayhash v1.0.4 // indirect
	github.com/nats-io/jwt/v2 v2.8.2 // indirect
	github.com/nats-io/nkeys v0.4.16 // indirect
	github.com/nats-io/nuid v1.0.1 // indirect
	github.com/nfnt/resize v0.0.0-20180221191011-83c6a9932646 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	golang.org/x/net v0.60.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
