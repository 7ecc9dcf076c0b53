from django.db import models


class Article(models.Model):
    slug = models.SlugField(unique=True)
    title = models.CharField(max_length=200)
    body = models.TextField()
    section = models.CharField(max_length=40)
    published = models.DateTimeField(null=True)

    class Meta:
        ordering = ["-published"]
