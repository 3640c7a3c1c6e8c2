//go:build js

package storage

import (
	"errors"
	"strings"
	"syscall/js"
	"testing"
)

// jsFunc makes a JavaScript function from source, for stand-ins of
// localStorage that behave as browsers do when they refuse.
func jsFunc(args, body string) js.Value {
	return js.Global().Get("Function").New(args, body)
}

// withLocalStorage puts v (a JavaScript object) in place of
// globalThis.localStorage for the test.
func withLocalStorage(t *testing.T, v js.Value) {
	t.Helper()
	js.Global().Get("Reflect").Call("deleteProperty", js.Global(), "localStorage")
	js.Global().Set("localStorage", v)
	t.Cleanup(func() { js.Global().Get("Reflect").Call("deleteProperty", js.Global(), "localStorage") })
}

// memoryStorage is a working localStorage, as a browser gives.
func memoryStorage() js.Value {
	return jsFunc("", `const m = new Map(); return {
		getItem(k) { return m.has(k) ? m.get(k) : null; },
		setItem(k, v) { m.set(k, String(v)); },
		removeItem(k) { m.delete(k); },
	};`).Invoke()
}

func TestLocalStoreKeepsFiles(t *testing.T) {
	withLocalStorage(t, memoryStorage())
	l := LocalStore{Prefix: "graffiti/"}
	if _, err := l.Load("autosave.json"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("load of nothing: %v", err)
	}
	if err := l.Save("autosave.json", []byte(`{"a":1}`)); err != nil {
		t.Fatal(err)
	}
	if b, err := l.Load("autosave.json"); err != nil || string(b) != `{"a":1}` {
		t.Fatalf("load gave %q, %v", b, err)
	}
	if err := l.Rename("autosave.json", "autosave.bak.json"); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Load("autosave.json"); !errors.Is(err, ErrNotFound) {
		t.Errorf("renamed file still there: %v", err)
	}
	if b, _ := l.Load("autosave.bak.json"); string(b) != `{"a":1}` {
		t.Errorf("renamed file holds %q", b)
	}
	if err := l.Delete("autosave.bak.json"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(l.Where("x"), "graffiti/x") {
		t.Errorf("Where gave %q", l.Where("x"))
	}
}

// Private browsing or a blocked page: every method of localStorage
// throws. The store answers errors and never panics.
func TestLocalStoreWhoseMethodsThrow(t *testing.T) {
	throw := jsFunc("", `throw new DOMException("The operation is insecure.", "SecurityError");`)
	obj := js.Global().Get("Object").New()
	for _, m := range []string{"getItem", "setItem", "removeItem"} {
		obj.Set(m, throw)
	}
	withLocalStorage(t, obj)
	refused(t, LocalStore{Prefix: "graffiti/"})
}

// A page framed by another site with storage blocked: merely reading
// window.localStorage throws.
func TestLocalStoreWhoseVeryPropertyThrows(t *testing.T) {
	js.Global().Get("Reflect").Call("deleteProperty", js.Global(), "localStorage")
	js.Global().Get("Object").Call("defineProperty", js.Global(), "localStorage", map[string]any{
		"configurable": true,
		"get":          jsFunc("", `throw new DOMException("Access is denied for this document.", "SecurityError");`),
	})
	t.Cleanup(func() { js.Global().Get("Reflect").Call("deleteProperty", js.Global(), "localStorage") })
	refused(t, LocalStore{Prefix: "graffiti/"})
}

// No localStorage at all.
func TestLocalStoreWithoutLocalStorage(t *testing.T) {
	js.Global().Get("Reflect").Call("deleteProperty", js.Global(), "localStorage")
	refused(t, LocalStore{Prefix: "graffiti/"})
}

// A full quota: reading works, writing throws and leaves the old value.
func TestLocalStoreWithAFullQuota(t *testing.T) {
	s := memoryStorage()
	withLocalStorage(t, s)
	l := LocalStore{Prefix: "graffiti/"}
	if err := l.Save("autosave.json", []byte("old")); err != nil {
		t.Fatal(err)
	}
	s.Set("setItem", jsFunc("k, v", `throw new DOMException("The quota has been exceeded.", "QuotaExceededError");`))
	err := l.Save("autosave.json", []byte("new"))
	if err == nil || !strings.Contains(err.Error(), "quota") {
		t.Fatalf("a save over the quota gave %v", err)
	}
	if b, err := l.Load("autosave.json"); err != nil || string(b) != "old" {
		t.Errorf("after the refused save, load gave %q, %v", b, err)
	}
}

func refused(t *testing.T, l LocalStore) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("the store panicked: %v", r)
		}
	}()
	if _, err := l.Load("autosave.json"); err == nil || errors.Is(err, ErrNotFound) || !errors.Is(err, ErrUnavailable) {
		t.Errorf("Load: %v; want ErrUnavailable", err)
	}
	if err := l.Save("autosave.json", []byte("x")); !errors.Is(err, ErrUnavailable) {
		t.Errorf("Save: %v; want ErrUnavailable", err)
	}
	if err := l.Delete("autosave.json"); !errors.Is(err, ErrUnavailable) {
		t.Errorf("Delete: %v; want ErrUnavailable", err)
	}
	if err := l.Rename("autosave.json", "b"); !errors.Is(err, ErrUnavailable) {
		t.Errorf("Rename: %v; want ErrUnavailable", err)
	}
}
