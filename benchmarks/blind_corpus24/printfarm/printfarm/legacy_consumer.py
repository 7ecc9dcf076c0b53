# Legacy Python 2 consumer still running on the old Pi in the back room.
# Reads finished-job notices from Redis and archives the gcode.
import cPickle
import os
import subprocess
import time

import redis

REDIS = redis.StrictRedis(host="redis.farm.lan", port=6379, db=2, password=os.environ.get("FARM_REDIS_PASSWORD"))
ARCHIVE = "/mnt/nas/printfarm-archive"


def main():
    while True:
        item = REDIS.brpop("printfarm:done", timeout=30)
        if item is None:
            continue
        try:
            job = cPickle.loads(item[1])
        except Exception, e:
            print "bad payload: %r" % e
            continue
        print "archiving job %s" % job.get("id")
        subprocess.call(["rsync", "-a", "--", job.get("gcode", ""), ARCHIVE + "/"])
        time.sleep(0.1)


if __name__ == "__main__":
    main()
