package web

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"text/template"
)

// changedDecls are the declarations each of the browser's Ebitengine
// files changes or leaves out, by name ("*": all of them); each file
// says why at its top.
var changedDecls = map[string][]string{
	"imagedumper.go":                       {"*"},
	"internal/atlas/gpuresources.go":       {"requestToSaveGPUResources", "finishSavingGPUResources", "requestToRestoreGPUResources", "startRestoringGPUResourcesIfNeeded"},
	"internal/builtinshader/shader.go":     {"tmpl", "ShaderSource"},
	"internal/colormshader/shader.go":      {"tmpl", "ShaderSource"},
	"internal/debug/caller.go":             {"ebitengineFileDir", "FirstCaller"},
	"internal/graphics/shader.go":          {"CompileShader"},
	"internal/graphicscommand/image_js.go": {"DumpImages"},
	"internal/legacyshader/convert.go":     {"*"},
	"internal/thread/thread.go":            {"logDiscardedCall"},
	"internal/vmprotocol/vmprotocol.go":    {"Encoder", "Decoder", "NewEncoder", "NewDecoder", "EncodeHostMessage", "DecodeHostMessage", "EncodeGuestMessage", "DecodeGuestMessage"},
}

// ebitenDir is where go.mod's Ebitengine is, which must be the one
// web/_ebiten was made from.
func ebitenDir(t *testing.T) string {
	dir, err := ebitenSource("..", os.Environ())
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// Each of Ebitengine's files the browser's build replaces keeps every
// declaration as it was but those it names as changed; every other
// file is added (its name begins "browser").
func TestTheBrowsersEbitengineKeepsWhatItDoesNotChange(t *testing.T) {
	modDir := ebitenDir(t)
	replaced := map[string]bool{}
	err := fs.WalkDir(browserEbiten, "_ebiten", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel := strings.TrimPrefix(name, "_ebiten/")
		if addedFile(rel) {
			return nil
		}
		replaced[rel] = true
		changed, ok := changedDecls[rel]
		if !ok {
			t.Errorf("%s replaces Ebitengine's file, but changedDecls does not name it", name)
			return nil
		}
		if slices.Contains(changed, "*") {
			return nil
		}
		fset := token.NewFileSet()
		orig, err := parser.ParseFile(fset, filepath.Join(modDir, rel), nil, 0)
		if err != nil {
			return err
		}
		src, _ := browserEbiten.ReadFile(name)
		ours, err := parser.ParseFile(fset, rel, src, 0)
		if err != nil {
			return err
		}
		kept := map[string]bool{}
		for _, d := range ours.Decls {
			kept[declText(t, fset, d)] = true
		}
		for _, d := range orig.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
				continue
			}
			if slices.ContainsFunc(declNames(d), func(n string) bool { return slices.Contains(changed, n) }) {
				continue
			}
			if text := declText(t, fset, d); !kept[text] {
				t.Errorf("%s: Ebitengine's declaration is not kept as it was:\n%s", rel, text)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for rel := range changedDecls {
		if !replaced[rel] {
			t.Errorf("changedDecls names %s, which web/_ebiten does not replace", rel)
		}
	}
}

func declNames(d ast.Decl) []string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		return []string{d.Name.Name}
	case *ast.GenDecl:
		var names []string
		for _, spec := range d.Specs {
			switch spec := spec.(type) {
			case *ast.ValueSpec:
				for _, n := range spec.Names {
					names = append(names, n.Name)
				}
			case *ast.TypeSpec:
				names = append(names, spec.Name.Name)
			}
		}
		return names
	}
	return nil
}

// The browser's Ebitengine gives the shaders Ebitengine's template
// gives, every filter with every address.
func TestTheBrowsersShaderSourcesAreEbitengines(t *testing.T) {
	modDir := ebitenDir(t)
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
