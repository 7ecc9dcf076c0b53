#!/usr/bin/env python3
"""Start the podcast transcoding worker (Redis queue + AMQP + control socket)."""
import argparse
import logging
import threading

from worker.amqp_consumer import consume_forever
from worker.control import serve_control
from worker.queue import RedisJobQueue
from worker.pipeline import handle_job


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--queue", default="transcode")
    ap.add_argument("--control-port", type=int, default=7070)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO)
    threading.Thread(target=serve_control, args=(args.control_port,), daemon=True).start()
    threading.Thread(target=consume_forever, args=(handle_job,), daemon=True).start()
    RedisJobQueue(args.queue).run(handle_job)


if __name__ == "__main__":
    main()
