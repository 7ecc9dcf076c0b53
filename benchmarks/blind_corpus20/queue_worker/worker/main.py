import argparse
import logging
import threading

from . import consumer, redis_consumer, status


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--no-socket", action="store_true")
    p.add_argument("--log-level", default="INFO")
    args = p.parse_args()
    logging.basicConfig(level=args.log_level)
    threading.Thread(target=status.serve, daemon=True).start()
    if not args.no_socket:
        threading.Thread(target=consumer.serve, daemon=True).start()
    redis_consumer.run()


if __name__ == "__main__":
    main()
