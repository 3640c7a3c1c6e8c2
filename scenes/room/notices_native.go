//go:build !js

package room

// offerNotices is a page's (notices_js.go): a desktop's seat has no
// browser to be told by.
func offerNotices(*Link, string) {}
