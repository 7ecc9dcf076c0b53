import random
import time
from urllib.parse import quote

import requests

from flashsheet import settings

AFTERCARE = ("Keep the wrap on for 2-4 hours, then wash gently with unscented soap. "
             "No swimming or sunbathing for two weeks.")


def send_aftercare(phone, name):
    text = "Hi %s! %s" % (name, AFTERCARE)
    url = settings.SMS["endpoint"] + "?to=" + quote(phone, safe="")
    for attempt in range(4):
        r = requests.post(url, data={"message": text, "apikey": settings.SMS_API_KEY}, timeout=10)
        if r.ok:
            return True
        time.sleep(2 ** attempt + random.uniform(0, 1))
    return False
