import logging
import os
import sys

from rq import Worker

from .queues import applications, media, publishing, redis


def main(argv=None):
    argv = argv if argv is not None else sys.argv[1:]
    logging.basicConfig(level=logging.DEBUG if os.environ.get("STALLHOLDER_VERBOSE") == "1" else logging.INFO)
    names = set(argv) or {"applications", "media", "publishing"}
    queues = [q for q in (applications, media, publishing) if q.name in names]
    Worker(queues, connection=redis).work(with_scheduler=True)


if __name__ == "__main__":
    main()
