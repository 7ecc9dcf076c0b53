"""Example: upload an image and fetch a 200px thumbnail.

    python examples/upload_client.py photo.jpg
"""
import sys

import requests

BASE_URL = "http://localhost:8000"
API_KEY = "<your-internal-token>"


def main(path):
    name = path.rsplit("/", 1)[-1]
    with open(path, "rb") as fh:
        r = requests.post(f"{BASE_URL}/thumbs/{name}", data=fh, headers={"X-Internal-Token": API_KEY})
    r.raise_for_status()
    thumb = requests.get(f"{BASE_URL}/thumbs/{name}", params={"width": 200})
    with open("thumb.jpg", "wb") as out:
        out.write(thumb.content)


if __name__ == "__main__":
    main(sys.argv[1])
