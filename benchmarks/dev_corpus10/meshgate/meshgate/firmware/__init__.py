from .archive import unpack_firmware
from .verify import verify_image

__all__ = ["unpack_firmware", "verify_image"]
