"""Replay a captured station session against a test collector (developer tool).

    python tools/replay.py capture.txt localhost 7309
"""
import socket
import sys
import time


def main(path, host, port):
    with socket.create_connection((host, int(port))) as sock, open(path, "rb") as fh:
        print(sock.recv(200).decode().strip())
        for line in fh:
            sock.sendall(line.rstrip(b"\n") + b"\n")
            time.sleep(0.05)
            sock.settimeout(2)
            try:
                print(sock.recv(4096).decode(errors="replace").strip())
            except socket.timeout:
                pass


if __name__ == "__main__":
    main(*sys.argv[1:4])
