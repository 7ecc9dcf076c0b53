from celery import Celery

app = Celery("letterbox", include=[
    "letterbox.tasks.letters",
    "letterbox.tasks.photos",
    "letterbox.tasks.links",
    "letterbox.tasks.ads",
    "letterbox.tasks.events",
])
app.config_from_object("letterbox.celeryconfig")
