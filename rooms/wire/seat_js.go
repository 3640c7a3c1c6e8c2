//go:build js

package wire

import (
	"context"
	"errors"
	"syscall/js"
)

// AskSeat asks the host whose rooms are at roomsURL how room code stands
// for the seat of token (SeatPath), with the browser's fetch: the page's
// build carries no net/http, which would weigh on its download.
func AskSeat(ctx context.Context, roomsURL, code, token string) (SeatStatus, error) {
	type answer struct {
		status int
		body   string
		err    error
	}
	got := make(chan answer, 1)
	abort := js.Global().Get("AbortController").New()
	opts := js.ValueOf(map[string]any{
		"cache":       "no-store",
		"credentials": "omit",
		"headers":     map[string]any{"Authorization": "Bearer " + token},
	})
	opts.Set("signal", abort.Get("signal"))
	var status int
	var onBody, onRes, onErr js.Func
	onBody = js.FuncOf(func(_ js.Value, args []js.Value) any {
		got <- answer{status: status, body: args[0].String()}
		return nil
	})
	onRes = js.FuncOf(func(_ js.Value, args []js.Value) any {
		status = args[0].Get("status").Int()
		args[0].Call("text").Call("then", onBody, onErr)
		return nil
	})
	onErr = js.FuncOf(func(_ js.Value, args []js.Value) any {
		select {
		case got <- answer{err: errors.New("the host cannot be reached")}:
		default:
		}
		return nil
	})
	defer func() { onBody.Release(); onRes.Release(); onErr.Release() }()
	js.Global().Call("fetch", SeatURL(roomsURL, code), opts).Call("then", onRes, onErr)
	select {
	case a := <-got:
		if a.err != nil {
			return SeatStatus{}, a.err
		}
		return seatAnswer(a.status, []byte(a.body))
	case <-ctx.Done():
		abort.Call("abort")
		<-got // the promise settles (rejected) before its functions are released
		return SeatStatus{}, ctx.Err()
	}
}
