//go:build !js

package room

// showSeat: a desktop has no address to show the seat in.
func showSeat(string) {}

// showWatch: a desktop's watch page has no address either.
func showWatch(string) {}

// showHome: nor for the room left.
func showHome() {}
