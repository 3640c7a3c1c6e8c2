//go:build js

package storage

import (
	"fmt"
	"syscall/js"
)

// LocalStore keeps files in the browser's localStorage, so a reload of
// the page offers Continue. Every call to the browser is guarded: a page
// framed by another site, private browsing or a full quota make
// localStorage throw, and the store answers with an error instead.
type LocalStore struct{ Prefix string }

// with runs f on localStorage, turning anything the browser throws into
// an error.
func (l LocalStore) with(f func(s js.Value)) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", ErrUnavailable, r)
		}
	}()
	// Reading the property itself may throw (a SecurityError in a framed
	// page): js.Value.Get does not catch that, but a Call does, so the
	// property is read through Reflect.get.
	s := js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	if !s.Truthy() {
		return ErrUnavailable
	}
	f(s)
	return nil
}

// Where is the localStorage key.
func (l LocalStore) Where(name string) string {
	return "localStorage \"" + l.Prefix + name + "\""
}

// Load reads a file.
func (l LocalStore) Load(name string) ([]byte, error) {
	var out []byte
	found := false
	err := l.with(func(s js.Value) {
		v := s.Call("getItem", l.Prefix+name)
		if v.Type() == js.TypeString {
			out, found = []byte(v.String()), true
		}
	})
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, ErrNotFound
	}
	return out, nil
}

// Save writes a file: setItem replaces the value whole, or throws and
// leaves the old one.
func (l LocalStore) Save(name string, data []byte) error {
	return l.with(func(s js.Value) { s.Call("setItem", l.Prefix+name, string(data)) })
}

// Delete forgets a file.
func (l LocalStore) Delete(name string) error {
	return l.with(func(s js.Value) { s.Call("removeItem", l.Prefix+name) })
}

// Rename moves a file to another key.
func (l LocalStore) Rename(from, to string) error {
	b, err := l.Load(from)
	if err != nil {
		return err
	}
	if err := l.Save(to, b); err != nil {
		return err
	}
	return l.Delete(from)
}
