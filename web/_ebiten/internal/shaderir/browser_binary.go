// Added to Ebitengine for Graffiti's browser build (web/ebitengine.go):
// a program's binary form, in which the build carries its shaders
// compiled, so that the page needs no Kage compiler. Every field the
// compiler sets is kept but FragmentSource, which CompileShader sets
// from the source it is given.

package shaderir

import (
	"encoding/binary"
	"errors"
	"fmt"
	"go/constant"
	"math"
)

// AppendBinary appends p's binary form to b.
func (p *Program) AppendBinary(b []byte) ([]byte, error) {
	w := &binWriter{b: b}
	w.strings(p.UniformNames)
	w.types(p.Uniforms)
	w.int(p.TextureCount)
	w.types(p.Attributes)
	w.types(p.Varyings)
	w.int(len(p.Funcs))
	for _, f := range p.Funcs {
		w.int(f.Index)
		w.types(f.InParams)
		w.types(f.OutParams)
		w.typ(f.Return)
		w.block(f.Block)
	}
	w.block(p.VertexFunc.Block)
	w.block(p.FragmentFunc.Block)
	w.b = append(w.b, p.SourceID[:]...)
	return w.b, w.err
}

// ParseProgram reads a program AppendBinary wrote.
func ParseProgram(b []byte) (*Program, error) {
	r := &binReader{b: b}
	p := &Program{}
	p.UniformNames = r.strings()
	p.Uniforms = r.types()
	p.TextureCount = r.int()
	p.Attributes = r.types()
	p.Varyings = r.types()
	if n := r.len(); n > 0 {
		p.Funcs = make([]Func, n)
		for i := range p.Funcs {
			f := &p.Funcs[i]
			f.Index = r.int()
			f.InParams = r.types()
			f.OutParams = r.types()
			f.Return = r.typ()
			f.Block = r.block()
		}
	}
	p.VertexFunc.Block = r.block()
	p.FragmentFunc.Block = r.block()
	if len(r.b) != len(p.SourceID) {
		r.fail()
	} else {
		copy(p.SourceID[:], r.b)
	}
	if r.err != nil {
		return nil, r.err
	}
	return p, nil
}

type binWriter struct {
	b   []byte
	err error
}

func (w *binWriter) int(v int) { w.b = binary.AppendVarint(w.b, int64(v)) }

func (w *binWriter) str(s string) {
	w.int(len(s))
	w.b = append(w.b, s...)
}

func (w *binWriter) strings(s []string) {
	w.int(len(s))
	for _, x := range s {
		w.str(x)
	}
}

func (w *binWriter) typ(t Type) {
	w.int(int(t.Main))
	w.types(t.Sub)
	w.int(t.Length)
}

func (w *binWriter) types(ts []Type) {
	w.int(len(ts))
	for _, t := range ts {
		w.typ(t)
	}
}

func (w *binWriter) block(b *Block) {
	if b == nil {
		w.int(0)
		return
	}
	w.int(1)
	w.types(b.LocalVars)
	w.int(b.LocalVarIndexOffset)
	w.int(len(b.Stmts))
	for _, s := range b.Stmts {
		w.int(int(s.Type))
		w.exprs(s.Exprs)
		w.int(len(s.Blocks))
		for _, sb := range s.Blocks {
			w.block(sb)
		}
		w.typ(s.ForVarType)
		w.int(s.ForVarIndex)
		w.constant(s.ForInit)
		w.constant(s.ForEnd)
		w.int(int(s.ForOp))
		w.constant(s.ForDelta)
		w.int(s.InitIndex)
	}
}

func (w *binWriter) exprs(es []Expr) {
	w.int(len(es))
	for _, e := range es {
		w.int(int(e.Type))
		w.exprs(e.Exprs)
		w.constant(e.Const)
		w.str(string(e.BuiltinFunc))
		w.str(e.Swizzling)
		w.int(e.Index)
		w.int(int(e.Op))
	}
}

// A constant is kept as the backends read it: a bool, an int64 or a
// float64 (constant.BoolVal, Int64Val, Float64Val), or unknown.
func (w *binWriter) constant(v constant.Value) {
	if v == nil {
		w.int(0)
		return
	}
	switch v.Kind() {
	case constant.Unknown:
		w.int(4)
	case constant.Bool:
		w.int(1)
		if constant.BoolVal(v) {
			w.int(1)
		} else {
			w.int(0)
		}
	case constant.Int:
		x, exact := constant.Int64Val(v)
		if !exact {
			w.err = fmt.Errorf("shaderir: the constant %s is no int64", v)
		}
		w.int(2)
		w.int(int(x))
	case constant.Float:
		x, _ := constant.Float64Val(v)
		w.int(3)
		w.b = binary.LittleEndian.AppendUint64(w.b, math.Float64bits(x))
	default:
		w.err = fmt.Errorf("shaderir: the constant %s is of a kind the binary form has not", v)
	}
}

type binReader struct {
	b   []byte
	err error
}

var errBinary = errors.New("shaderir: a program's binary form is cut short")

func (r *binReader) fail() {
	if r.err == nil {
		r.err = errBinary
	}
	r.b = nil
}

func (r *binReader) int() int {
	v, n := binary.Varint(r.b)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return int(v)
}

// len is a count: one past what is left is a cut form.
func (r *binReader) len() int {
	n := r.int()
	if n < 0 || n > len(r.b) {
		r.fail()
		return 0
	}
	return n
}

func (r *binReader) str() string {
	n := r.len()
	s := string(r.b[:n])
	r.b = r.b[n:]
	return s
}

func (r *binReader) strings() []string {
	n := r.len()
	if n == 0 {
		return nil
	}
	s := make([]string, n)
	for i := range s {
		s[i] = r.str()
	}
	return s
}

func (r *binReader) typ() Type {
	return Type{Main: BasicType(r.int()), Sub: r.types(), Length: r.int()}
}

func (r *binReader) types() []Type {
	n := r.len()
	if n == 0 {
		return nil
	}
	ts := make([]Type, n)
	for i := range ts {
		ts[i] = r.typ()
	}
	return ts
}

func (r *binReader) block() *Block {
	if r.int() == 0 {
		return nil
	}
	b := &Block{LocalVars: r.types(), LocalVarIndexOffset: r.int()}
	if n := r.len(); n > 0 {
		b.Stmts = make([]Stmt, n)
		for i := range b.Stmts {
			s := &b.Stmts[i]
			s.Type = StmtType(r.int())
			s.Exprs = r.exprs()
			if m := r.len(); m > 0 {
				s.Blocks = make([]*Block, m)
				for j := range s.Blocks {
					s.Blocks[j] = r.block()
				}
			}
			s.ForVarType = r.typ()
			s.ForVarIndex = r.int()
			s.ForInit = r.constant()
			s.ForEnd = r.constant()
			s.ForOp = Op(r.int())
			s.ForDelta = r.constant()
			s.InitIndex = r.int()
		}
	}
	return b
}

func (r *binReader) exprs() []Expr {
	n := r.len()
	if n == 0 {
		return nil
	}
	es := make([]Expr, n)
	for i := range es {
		e := &es[i]
		e.Type = ExprType(r.int())
		e.Exprs = r.exprs()
		e.Const = r.constant()
		e.BuiltinFunc = BuiltinFunc(r.str())
		e.Swizzling = r.str()
		e.Index = r.int()
		e.Op = Op(r.int())
	}
	return es
}

func (r *binReader) constant() constant.Value {
	switch r.int() {
	case 0:
		return nil
	case 1:
		return constant.MakeBool(r.int() == 1)
	case 2:
		return constant.MakeInt64(int64(r.int()))
	case 3:
		if len(r.b) < 8 {
			r.fail()
			return nil
		}
		x := math.Float64frombits(binary.LittleEndian.Uint64(r.b))
		r.b = r.b[8:]
		return constant.MakeFloat64(x)
	case 4:
		return constant.MakeUnknown()
	}
	r.fail()
	return nil
}
