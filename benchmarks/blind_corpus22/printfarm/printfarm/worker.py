import argparse
import logging

from . import amqp_consumer, queue_redis, status


def main():
    ap = argparse.ArgumentParser(prog="printfarm-worker")
    ap.add_argument("mode", choices=["redis", "redis-legacy", "amqp", "status"])
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO)
    if args.mode == "redis":
        queue_redis.consume(queue_redis.connect())
    elif args.mode == "redis-legacy":
        queue_redis.consume_legacy(queue_redis.connect())
    elif args.mode == "amqp":
        amqp_consumer.run()
    else:
        status.serve()


if __name__ == "__main__":
    main()
