module graffiti

go 1.25.0
