//go:build js

package scenes

import "syscall/js"

// LocalStore keeps files in the browser's localStorage, so a reload of
// the page offers Continue.
type LocalStore struct{ Prefix string }

func (l LocalStore) storage() (js.Value, bool) {
	s := js.Global().Get("localStorage")
	return s, s.Truthy()
}

// Load reads a file.
func (l LocalStore) Load(name string) ([]byte, error) {
	s, ok := l.storage()
	if !ok {
		return nil, ErrNotFound
	}
	v := s.Call("getItem", l.Prefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, ErrNotFound
	}
	return []byte(v.String()), nil
}

// Save writes a file.
func (l LocalStore) Save(name string, data []byte) error {
	if s, ok := l.storage(); ok {
		s.Call("setItem", l.Prefix+name, string(data))
	}
	return nil
}

// Delete forgets a file.
func (l LocalStore) Delete(name string) error {
	if s, ok := l.storage(); ok {
		s.Call("removeItem", l.Prefix+name)
	}
	return nil
}

// DefaultStore is where the game keeps its autosave and settings: in the
// browser, localStorage.
func DefaultStore() Store { return LocalStore{Prefix: "graffiti/"} }
