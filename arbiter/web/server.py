"""Starting the web page: where it listens, and the address (and QR code) to open.

It binds to 127.0.0.1; with `--lan`, to every address of the machine, with a secret token
that the printed address carries (`arbiter.web.security`)."""

from __future__ import annotations

import contextlib
import socket
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from arbiter.errors import InputError
from arbiter.web.pages import Served, make_app
from arbiter.web.security import new_token

LOCAL = "127.0.0.1"
EVERYWHERE = "0.0.0.0"  # --lan: the players' phones on the local network


def served(sheet: Path | None, edition: str | None, lan: bool) -> Served:
    """What to serve, checked before the server starts: a sheet that exists must read
    (else the usual one line); one that does not is started from the page, in a folder
    that must exist."""
    if sheet is not None:
        if sheet.exists():
            from arbiter.sheet.file import load_sheet

            load_sheet(sheet)
        elif not sheet.resolve().parent.is_dir():
            raise InputError(f"{sheet}: there is no folder {sheet.resolve().parent}")
    if edition is not None:
        from arbiter.lawbook.editions import find_edition

        find_edition(edition)
    return Served(sheet.resolve() if sheet else None, edition, new_token() if lan else None)


def lan_address() -> str:
    """This machine's address on the local network, as a phone reaches it: the one its
    default route leaves from (connecting a UDP socket sends nothing), else its name's."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: only the route is looked up
            return str(probe.getsockname()[0])
        except OSError:
            return socket.gethostbyname(socket.gethostname())


def address(host: str, port: int, token: str | None) -> str:
    return f"http://{host}:{port}/" + (f"?t={token}" if token else "")


def announce(site: Served, port: int, out: TextIO) -> None:
    """The address to open, and with --lan its QR code, to scan with a phone."""
    if site.token is None:
        out.write(f"arbiter: open {address(LOCAL, port, None)} (this machine only; --lan "
                  "for phones on the network). Ctrl-C stops.\n")
        out.flush()
        return
    url = address(lan_address(), port, site.token)
    import segno

    segno.make(url, error="l").terminal(out, compact=True)
    out.write(f"arbiter: open {url} on a phone on this network (or scan the code). The "
              "address carries a secret token: without it every request is refused. "
              "Ctrl-C stops.\n")
    out.flush()


def listen(host: str, port: int) -> socket.socket:
    """The server's socket, bound before anything is announced: a port in use is said in
    a line."""
    bound = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    bound.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        bound.bind((host, port))
    except OSError as error:
        bound.close()
        raise InputError(f"--port {port}: cannot listen on {host}:{port} "
                         f"({error.strerror or error})", hint="choose another --port") from None
    return bound


def run(sheet: Path | None, edition: str | None, port: int, lan: bool) -> None:
    import uvicorn

    site = served(sheet, edition, lan)
    bound = listen(EVERYWHERE if lan else LOCAL, port)
    announce(site, port, sys.stdout)
    server = uvicorn.Server(uvicorn.Config(make_app(site), log_level="warning",
                                           server_header=False))
    server.run(sockets=[bound])


@contextlib.contextmanager
def in_background(site: Served) -> Iterator[str]:
    """The page served on 127.0.0.1 at a free port from a thread, for tests and screenshots:
    its address; stopped at the end."""
    import threading

    import uvicorn

    listening = listen(LOCAL, 0)
    server = uvicorn.Server(uvicorn.Config(make_app(site), log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listening]}, daemon=True)
    thread.start()
    try:
        while not server.started:
            if not thread.is_alive():
                raise RuntimeError("the server did not start")
            time.sleep(0.01)
        yield f"http://{LOCAL}:{listening.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(10)
        listening.close()
