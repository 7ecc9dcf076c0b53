from django.conf import settings
from django.db import models


class Queue(models.Model):
    name = models.CharField(max_length=80)
    slug = models.SlugField(unique=True)

    def __str__(self):
        return self.name


class Ticket(models.Model):
    OPEN, PENDING, CLOSED = "open", "pending", "closed"
    queue = models.ForeignKey(Queue, on_delete=models.CASCADE)
    title = models.CharField(max_length=200)
    body = models.TextField()
    status = models.CharField(max_length=16, default=OPEN)
    reporter = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT)
    created = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return self.title


class Attachment(models.Model):
    ticket = models.ForeignKey(Ticket, related_name="attachments", on_delete=models.CASCADE)
    filename = models.CharField(max_length=255)
    stored_as = models.CharField(max_length=64)
