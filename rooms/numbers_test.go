package rooms

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"

	"graffiti/rooms/wire"
)

// unsafeNumber is the first number in the JSON b that a page's
// JSON.parse would not read exactly: an integer beyond ±2^53-1
// (wire.MaxSafe), however it is written ("1e17" too). "" when there is
// none, or an error when b is no JSON.
func unsafeNumber(b []byte) (string, error) {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	limit := new(big.Float).SetInt64(wire.MaxSafe)
	for {
		tok, err := d.Token()
		if err != nil {
			if err.Error() == "EOF" {
				return "", nil
			}
			return "", err
		}
		n, ok := tok.(json.Number)
		if !ok {
			continue
		}
		f, _, err := big.ParseFloat(string(n), 10, 256, big.ToNearestEven)
		if err != nil {
			return "", fmt.Errorf("the number %s: %v", n, err)
		}
		if f.IsInt() && new(big.Float).Abs(f).Cmp(limit) > 0 {
			return string(n), nil
		}
	}
}
