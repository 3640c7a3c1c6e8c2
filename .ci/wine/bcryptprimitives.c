/*
 * bcryptprimitives.dll for Wine 8.0, which lacks it: Go's runtime (1.24
 * and later) takes its random bytes from ProcessPrng there and dies
 * without it ("bcryptprimitives.dll not found"). This one hands the ask
 * to RtlGenRandom (advapi32's SystemFunction036), which Wine has.
 *
 * Test scaffolding only: release/wine_test.go builds it with mingw-w64
 * into its own Wine prefix. It is never in an archive; Windows has the
 * real one.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
	while (size > 0) {
		ULONG n = size > 0x40000000 ? 0x40000000 : (ULONG)size;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		size -= n;
	}
	return TRUE;
}
