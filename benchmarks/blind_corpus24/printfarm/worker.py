import logging
import threading

import redis

from printfarm import amqp_status, codec, control, jobs, settings

log = logging.getLogger("printfarm.worker")


def queue_loop():
    r = redis.Redis.from_url(settings.REDIS_URL)
    while True:
        _key, raw = r.blpop("printfarm:jobs")
        try:
            job = codec.decode(raw)
            jobs.run(job)
        except Exception:
            log.exception("job failed")
            r.rpush("printfarm:dead", raw)


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    threading.Thread(target=control.serve, daemon=True).start()
    threading.Thread(target=amqp_status.consume, daemon=True).start()
    queue_loop()


if __name__ == "__main__":
    main()
