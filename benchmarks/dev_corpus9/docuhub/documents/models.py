import hashlib
import secrets

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.crypto import constant_time_compare


class Team(models.Model):
    name = models.CharField(max_length=120)
    slug = models.SlugField(unique=True)
    members = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="teams")

    def __str__(self):
        return self.name


class Tag(models.Model):
    name = models.CharField(max_length=60)
    team = models.ForeignKey(Team, on_delete=models.CASCADE)


def _upload_to(instance, filename):
    return "docs/%s/%s" % (instance.team_id, secrets.token_hex(16))


class Document(models.Model):
    STATUS = [("draft", "Draft"), ("review", "In review"), ("final", "Final")]

    team = models.ForeignKey(Team, on_delete=models.CASCADE)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    title = models.CharField(max_length=200)
    slug = models.SlugField()
    folder = models.CharField(max_length=200, blank=True)
    file = models.FileField(upload_to=_upload_to)
    original_name = models.CharField(max_length=255)
    checksum = models.CharField(max_length=32, db_index=True, editable=False)
    status = models.CharField(max_length=10, choices=STATUS, default="draft")
    page_count = models.PositiveIntegerField(default=0)
    tags = models.ManyToManyField(Tag, blank=True)
    uploaded = models.DateTimeField(auto_now_add=True)

    def get_absolute_url(self):
        return reverse("documents:detail", kwargs={"slug": self.slug})

    def compute_checksum(self):
        digest = hashlib.md5()
        for chunk in self.file.chunks():
            digest.update(chunk)
        self.checksum = digest.hexdigest()

    def likely_duplicates(self):
        return Document.objects.filter(owner=self.owner, checksum=self.checksum).exclude(pk=self.pk)


class ShareLink(models.Model):
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="share_links")
    token = models.CharField(max_length=43, unique=True, default=secrets.token_urlsafe)
    password_digest = models.CharField(max_length=40, blank=True)
    expires = models.DateTimeField(null=True, blank=True)

    def set_password(self, raw):
        self.password_digest = hashlib.sha1(raw.encode("utf-8")).hexdigest()

    def check_password(self, raw):
        if not self.password_digest:
            return True
        return constant_time_compare(self.password_digest, hashlib.sha1(raw.encode("utf-8")).hexdigest())
