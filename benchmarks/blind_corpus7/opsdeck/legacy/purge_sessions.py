#!/usr/bin/env python
# Purges stale PHP session files; kept for the old web tier.
import os
import time

SESSION_DIR = "/var/lib/php/sessions"
MAX_AGE = 24 * 3600

removed = 0
for name in os.listdir(SESSION_DIR):
    path = os.path.join(SESSION_DIR, name)
    try:
        if time.time() - os.path.getmtime(path) > MAX_AGE:
            os.remove(path)
            removed += 1
    except OSError, e:
        print "skip %s (%s)" % (name, e)
print "removed %d session files" % removed
