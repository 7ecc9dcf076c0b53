from urllib.parse import urlparse

ALLOWED_WEATHER_HOSTS = frozenset({"api.marineweather.example", "tides.marineweather.example"})


def is_local_path(target):
    if not target or not target.isprintable() or not target.startswith("/") or target.startswith("//"):
        return False
    parsed = urlparse(target)
    return not parsed.scheme and not parsed.netloc and "\\" not in target


def weather_host_allowed(url):
    parsed = urlparse(url)
    return parsed.scheme == "https" and parsed.hostname in ALLOWED_WEATHER_HOSTS
