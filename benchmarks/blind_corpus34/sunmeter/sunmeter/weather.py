import random

import treq
from twisted.internet import reactor, task

from . import config


def irradiance(lat, lon, attempt=0):
    d = treq.get(
        config.IRRADIANCE_URL,
        params={"latitude": str(lat), "longitude": str(lon), "format": "json"},
        headers={"Authorization": f"Bearer {config.IRRADIANCE_KEY}"},
    )
    d.addCallback(treq.json_content)

    def retry(failure):
        if attempt >= 3:
            return failure
        delay = 5 * (attempt + 1) + random.random() * 3
        return task.deferLater(reactor, delay, irradiance, lat, lon, attempt + 1)

    d.addErrback(retry)
    return d
