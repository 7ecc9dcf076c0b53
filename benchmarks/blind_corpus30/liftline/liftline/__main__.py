import asyncio
import os

from .protocol import serve

if __name__ == "__main__":
    asyncio.run(serve(), debug=os.environ.get("LIFTLINE_ASYNCIO_DEBUG") == "1")
