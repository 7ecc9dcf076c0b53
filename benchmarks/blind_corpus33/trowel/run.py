"""Start the field-records API (the site cabin laptop runs this under systemd)."""
import os

import uvicorn

if __name__ == "__main__":
    uvicorn.run(
        "trowel.main:app",
        host=os.environ.get("TROWEL_HOST", "127.0.0.1"),
        port=int(os.environ.get("TROWEL_PORT", "8000")),
        proxy_headers=True,
    )
