//go:build !js

package sound

// A desktop's output costs nothing worth quieting between cues: its
// audio thread waits on the device.
var quietOutput = func() {}

var wakeOutput = func() {}
