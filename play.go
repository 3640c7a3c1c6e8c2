package main

// play opens the table. Until the table exists it says so plainly.
func play() int {
	return fail("graffiti: the table is coming (issue 3); for now try 'go run . sim' or 'go run . replay FILE.json'")
}
