import requests


def check(url, timeout=5):

    r = requests.get(url, timeout=timeout)
    return r.status_code, r.elapsed.total_seconds()

