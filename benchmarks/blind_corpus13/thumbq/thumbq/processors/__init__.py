from .documents import DocumentProcessor
from .images import ImageProcessor
from .video import VideoProcessor

REGISTRY = {
    "image": ImageProcessor,
    "document": DocumentProcessor,
    "video": VideoProcessor,
}
