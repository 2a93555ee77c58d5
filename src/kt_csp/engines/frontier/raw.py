"""Two things the frontier's compiled kernels need that numba does not offer: a cache prefetch,
and views of arrays that numba does not count references to.

numba counts the references to every array a compiled function is given, with atomic additions
on the array's record — at each call of a compiled helper, and at each of its inlined ones —
and the threads of a sweep share some of those records (their slices of one buffer, the plan's
arrays): a profile of the kernel found a fifth of its time there. A view made by `unmanaged`
has no record to count; it must not outlive the array it views, which its caller keeps
referenced (a use of the array after the view's last).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from llvmlite import ir
from numba import types
from numba.extending import intrinsic
from numba.np.numpy_support import carray

from kt_csp.runtime.compiled import njit

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


__all__ = ["kept", "prefetch", "unmanaged"]


@intrinsic
def _fetch(typingctx: Any, address: Any) -> tuple[Any, Any]:
    """Ask the processor to fetch the cache line at ``address`` (LLVM's prefetch: a read, kept
    in every cache level) and go on without waiting for it."""

    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        word, byte = ir.IntType(32), ir.IntType(8).as_pointer()
        fetch = builder.module.declare_intrinsic(
            "llvm.prefetch.p0", fnty=ir.FunctionType(ir.VoidType(), (byte, word, word, word))
        )
        builder.call(
            fetch, (builder.inttoptr(args[0], byte), ir.Constant(word, 0), ir.Constant(word, 3), ir.Constant(word, 1))
        )
        return context.get_dummy_value()

    return types.void(types.uintp), codegen


@intrinsic
def _pointer(typingctx: Any, address: Any) -> tuple[Any, Any]:
    """The memory address ``address`` as a pointer (for `numba.carray`)."""

    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        return builder.inttoptr(args[0], ir.IntType(8).as_pointer())

    return types.voidptr(types.uintp), codegen


@njit(cache=True, inline="always")
def prefetch(rows: Array, row: int) -> None:
    """Fetch row ``row`` of ``rows`` into the cache ahead of its use (several at once overlap).

    Parameters
    ----------
    rows
        A C-ordered table.
    row
        The row to fetch.
    """
    _fetch(rows.ctypes.data + row * rows.strides[0])  # type: ignore[call-arg]  # (numba passes the typing context)


@njit(cache=True, inline="always")
def unmanaged(array: Array) -> Array:
    """A view of the C-ordered ``array`` that numba does not count references to (see above).

    Parameters
    ----------
    array
        A C-ordered array, kept referenced by the caller until after the view's last use (`kept`).

    Returns
    -------
    Array
        The view.
    """
    return carray(_pointer(array.ctypes.data), array.shape, array.dtype)  # type: ignore[call-arg]


@njit(cache=True)
def kept(first: Array, second: Array, third: Array) -> int:
    """A use of arrays whose `unmanaged` views a compiled function works on, at its end.

    numba lets an array go after its last use: this use keeps them until then.

    Parameters
    ----------
    first, second, third
        The arrays viewed.

    Returns
    -------
    int
        0, to be added to what the function returns.
    """
    return 0 * (first.size + second.size + third.size)
