from django.conf import settings
from django.db import models


class ApiKey(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    prefix = models.CharField(max_length=8, db_index=True)
    digest = models.CharField(max_length=64)
    created = models.DateTimeField(auto_now_add=True)


class Invite(models.Model):
    email = models.EmailField()
    code = models.CharField(max_length=16, unique=True)
    used = models.BooleanField(default=False)
