# Legacy transcoding agent for the Solaris boxes (python 2.6/2.7 only).
# Receives pickled job tuples over TCP from the old scheduler.
import cPickle
import os
import socket

PORT = 7071


def serve():
    srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    srv.bind(("", PORT))
    srv.listen(5)
    print "legacy agent listening on", PORT
    while True:
        conn, addr = srv.accept()
        try:
            job = cPickle.loads(conn.recv(65536))
            info = os.popen("ffprobe -hide_banner " + job["source"]).read()
            conn.sendall(info)
        except Exception, e:
            print "bad job from %s: %s" % (addr, e)
        finally:
            conn.close()


if __name__ == "__main__":
    serve()
