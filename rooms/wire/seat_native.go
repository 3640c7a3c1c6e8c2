//go:build !js

package wire

import (
	"context"
	"io"
	"net/http"
)

// AskSeat asks the host whose rooms are at roomsURL how room code stands
// for the seat of token (SeatPath).
func AskSeat(ctx context.Context, roomsURL, code, token string) (SeatStatus, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, SeatURL(roomsURL, code), nil)
	if err != nil {
		return SeatStatus{}, err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return SeatStatus{}, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	if err != nil {
		return SeatStatus{}, err
	}
	return seatAnswer(res.StatusCode, body)
}
