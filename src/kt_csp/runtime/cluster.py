"""A Dask cluster to run on: the scheduler at an address, or a ``LocalCluster`` of this machine's
processes, with Dask's own log lines kept from the user. Dask is optional: it is imported only
when a cluster is asked for."""

from __future__ import annotations

import gc
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from kt_csp.errors import KtError
from kt_csp.runtime.ctrl_c import ignored_by_children

if TYPE_CHECKING:
    from distributed import Client, LocalCluster

__all__ = ["CONNECT_SECONDS", "check_scheduler", "dask_client"]

CONNECT_SECONDS = 10
# Dask's own, and its event loop's: a Ctrl-C's cancelled wait, and the waits it orphans, which
# complain as asyncio's "Task exception was never retrieved" when they are collected
QUIET_LOGS = ("distributed", "tornado.application", "asyncio")


@contextmanager
def dask_client(scheduler: str | None, local_workers: int | None) -> Iterator[Client]:
    """A client of the Dask scheduler at ``scheduler``, or of a ``LocalCluster`` of
    ``local_workers`` single-threaded worker processes made for it (and closed after).

    Parameters
    ----------
    scheduler
        A scheduler's address (``tcp://host:8786``), or None for a local cluster.
    local_workers
        The local cluster's workers (None: Dask's choice).

    Yields
    ------
    distributed.Client
        The client, connected.

    Raises
    ------
    KtError
        Dask is not installed, or the scheduler cannot be reached (one line).
    """
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise KtError("Dask is not installed: pip install 'distributed'") from None
    local: Callable[..., Any] = LocalCluster  # (distributed's constructor carries no types)
    cluster, before = None, {}
    try:
        # (its dashboard on any free port: not on the 8787 that another cluster may hold, which warns)
        with ignored_by_children():  # a terminal's Ctrl-C is the run's to answer, not the workers'
            if scheduler is None:
                cluster = local(n_workers=local_workers, threads_per_worker=1, processes=True, dashboard_address=":0")
        before = _quiet()  # (this process's logs: the client's, and a local cluster's scheduler's)
        with _client(Client, scheduler, cluster) as client:
            if cluster is not None:
                client.run(_quiet)
            yield client
    finally:
        if cluster is not None:
            cluster.close()
        gc.collect()  # (the orphaned waits complain when collected: while the logs are quiet)
        for name, level in before.items():
            logging.getLogger(name).setLevel(level)


def _quiet() -> dict[str, int]:
    """In this process (the client's, and a local cluster's scheduler and nannies) and in a local
    cluster's workers: Dask's own log lines — a task cancelled, a worker restarted as a stop
    reaches it, results lost with it, a wait that Ctrl-C cancelled or orphaned — are not the
    user's to read; what the run needs to say it says itself. Dask's configuration gives some of
    its loggers their own level (``distributed.client`` warns on a result lost to a stop), so each
    of them is quieted, not only the parents. Returns the levels the logs had."""
    names = [name for name in (*QUIET_LOGS, *logging.root.manager.loggerDict) if name.startswith(QUIET_LOGS)]
    before = {name: logging.getLogger(name).level for name in names}
    for name in names:
        logging.getLogger(name).setLevel(logging.CRITICAL)
    return before


def check_scheduler(address: str) -> None:
    """Refuse a Dask scheduler address that does not parse (or whose host is unknown), in one
    line, before anything is made for it.

    Parameters
    ----------
    address
        The scheduler's address, such as ``tcp://10.0.0.5:8786``.

    Raises
    ------
    KtError
        Dask is not installed, or the address does not resolve.
    """
    try:
        from distributed.comm.addressing import resolve_address
    except ImportError:
        raise KtError("Dask is not installed: pip install 'distributed'") from None
    try:
        resolve_address(address)
    except (OSError, ValueError, TypeError) as error:
        raise _unreachable(address, error) from None


def _unreachable(address: str | None, error: BaseException) -> KtError:
    detail = " ".join(str(error).split())[:160]
    return KtError(f"cannot reach the Dask scheduler {address!r} (an address such as tcp://host:8786): {detail}")


def _client(client_type: type[Client], scheduler: str | None, cluster: LocalCluster | None) -> Client:
    """A Dask client of the scheduler at ``scheduler`` (or of the local ``cluster``). The address
    is checked before a client is made: a client that fails half-made lingers and complains when
    it is collected."""
    if scheduler is not None:
        check_scheduler(scheduler)
    try:
        return client_type(scheduler if scheduler is not None else cluster, timeout=f"{CONNECT_SECONDS}s")
    except (OSError, ValueError, TypeError) as error:
        raise _unreachable(scheduler, error) from None
