# Legacy v1 job listener for the lab PCs (runs under the system python2 on the print server).
# Protocol:  HELLO -> NONCE <n>;  JOB <base64 pickled dict>;  STATUS <printer>
import base64
import random
import socket
import subprocess

import redis

QUEUE = "printfarm:jobs:v1"
r = redis.Redis(host="redis.makerspace.lan", db=2)


def handle(conn, addr):
    f = conn.makefile("rwb")
    for line in f:
        parts = line.strip().split(" ", 1)
        if parts[0] == "HELLO":
            nonce = random.randint(100000, 999999)
            f.write("NONCE %d\n" % nonce)
        elif parts[0] == "JOB" and len(parts) == 2:
            r.rpush(QUEUE, base64.b64decode(parts[1]))
            f.write("QUEUED\n")
        elif parts[0] == "STATUS" and len(parts) == 2:
            out = subprocess.Popen(["lpstat", "-p", parts[1]], stdout=subprocess.PIPE).communicate()[0]
            f.write(out)
        f.flush()


def main():
    srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    srv.bind(("0.0.0.0", 7070))
    srv.listen(16)
    print "printfarm v1 listener on :7070"
    while True:
        conn, addr = srv.accept()
        try:
            handle(conn, addr)
        except socket.error, e:
            print "client %s dropped: %s" % (addr[0], e)
        finally:
            conn.close()


if __name__ == "__main__":
    main()
