//go:build !js

package scenes

func publishFrame(*App) {}
