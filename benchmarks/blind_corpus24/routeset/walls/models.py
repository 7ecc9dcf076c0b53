from django.conf import settings
from django.db import models


class Wall(models.Model):
    slug = models.SlugField(unique=True)
    name = models.CharField(max_length=80)
    angle = models.IntegerField(default=0)

    def __str__(self):
        return self.name


class Route(models.Model):
    wall = models.ForeignKey(Wall, on_delete=models.CASCADE, related_name="routes")
    name = models.CharField(max_length=120)
    grade = models.CharField(max_length=8)
    colour = models.CharField(max_length=20)
    setter = models.CharField(max_length=60)
    set_on = models.DateField()
    stripped = models.BooleanField(default=False)

    class Meta:
        ordering = ["-set_on"]


class Tick(models.Model):
    route = models.ForeignKey(Route, on_delete=models.CASCADE)
    climber = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    style = models.CharField(max_length=10, choices=[("flash", "Flash"), ("send", "Send"), ("proj", "Project")])
    created = models.DateTimeField(auto_now_add=True)


class SetterInvite(models.Model):
    email = models.EmailField()
    code = models.CharField(max_length=12)
    pin_hash = models.CharField(max_length=128)
