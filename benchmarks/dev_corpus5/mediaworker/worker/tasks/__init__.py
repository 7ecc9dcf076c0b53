from worker.tasks import archives, presets, thumbnails, transcode  # noqa: F401
