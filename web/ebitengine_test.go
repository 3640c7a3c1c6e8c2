package web

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"text/template"
)

// The browser's Ebitengine gives the shaders Ebitengine's template
// gives, every filter with every address, and keeps every other
// declaration of the file it replaces as it was.
func TestTheBrowsersShaderSourcesAreEbitengines(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}} {{.Version}}", ebitenModule).Output()
	if err != nil {
		t.Fatal(err)
	}
	modDir, version, _ := strings.Cut(strings.TrimSpace(string(out)), " ")
	if version != ebitenVersion {
		t.Fatalf("go.mod asks for Ebitengine %s; web/_ebiten was made from %s", version, ebitenVersion)
	}
	for _, pkg := range []string{"builtinshader", "colormshader"} {
		rel := "internal/" + pkg + "/shader.go"
		fset := token.NewFileSet()
		orig, err := parser.ParseFile(fset, filepath.Join(modDir, rel), nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		src, err := browserEbiten.ReadFile("_ebiten/" + rel)
		if err != nil {
			t.Fatal(err)
		}
		ours, err := parser.ParseFile(fset, rel, src, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}

		tmpl := template.Must(template.New(pkg).Parse(templateText(t, orig)))
		table := sourcesTable(t, ours)
		if len(table) != 3 {
			t.Fatalf("%s: %d rows of sources, not 3 filters", rel, len(table))
		}
		for filter, row := range table {
			if len(row) != 3 {
				t.Fatalf("%s: filter %d has %d sources, not 3 addresses", rel, filter, len(row))
			}
			for address, got := range row {
				var want bytes.Buffer
				if err := tmpl.Execute(&want, map[string]int{
					"Filter": filter, "FilterNearest": 0, "FilterLinear": 1, "FilterPixelated": 2,
					"Address": address, "AddressUnsafe": 0, "AddressClampToZero": 1, "AddressRepeat": 2,
				}); err != nil {
					t.Fatal(err)
				}
				if got != want.String() {
					t.Errorf("%s: filter %d, address %d: the table's source is not the template's:\n%s\n---\n%s", rel, filter, address, got, want.String())
				}
			}
		}

		kept := map[string]bool{}
		for _, d := range ours.Decls {
			kept[declText(t, fset, d)] = true
		}
		for _, d := range orig.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
				continue
			}
			text := declText(t, fset, d)
			if strings.Contains(text, "template.") || strings.Contains(text, "shadersM ") || strings.Contains(text, "func ShaderSource(") {
				continue // what the table replaces
			}
			if !kept[text] {
				t.Errorf("%s: Ebitengine's declaration is not kept as it was:\n%s", rel, text)
			}
		}
	}
}

// templateText is the text Ebitengine's file gives template's Parse.
func templateText(t *testing.T, f *ast.File) string {
	var text string
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Parse" && len(call.Args) == 1 {
			if lit, ok := call.Args[0].(*ast.BasicLit); ok {
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatal(err)
				}
				text = s
			}
		}
		return true
	})
	if text == "" {
		t.Fatal("no template in Ebitengine's file")
	}
	return text
}

// sourcesTable reads the browser file's sources, a row a filter.
func sourcesTable(t *testing.T, f *ast.File) [][]string {
	var rows [][]string
	ast.Inspect(f, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok || len(spec.Names) != 1 || spec.Names[0].Name != "sources" {
			return true
		}
		for _, row := range spec.Values[0].(*ast.CompositeLit).Elts {
			var cells []string
			for _, cell := range row.(*ast.CompositeLit).Elts {
				s, err := strconv.Unquote(cell.(*ast.BasicLit).Value)
				if err != nil {
					t.Fatal(err)
				}
				cells = append(cells, s)
			}
			rows = append(rows, cells)
		}
		return false
	})
	return rows
}

func declText(t *testing.T, fset *token.FileSet, d ast.Decl) string {
	var b bytes.Buffer
	if err := printer.Fprint(&b, fset, d); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
