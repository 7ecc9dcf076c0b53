from django.conf import settings
from django.db import models


class Instructor(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    adi_number = models.CharField(max_length=12, unique=True)
    area = models.CharField(max_length=60)
    calendar_url = models.URLField(blank=True)
    bio = models.TextField(blank=True)

    def __str__(self):
        return self.user.get_full_name()


class Pupil(models.Model):
    full_name = models.CharField(max_length=120)
    email = models.EmailField()
    phone = models.CharField(max_length=20)
    licence_number = models.CharField(max_length=16)
    manage_code = models.CharField(max_length=12, db_index=True)
    instructor = models.ForeignKey(Instructor, null=True, blank=True, on_delete=models.SET_NULL)


class Lesson(models.Model):
    pupil = models.ForeignKey(Pupil, on_delete=models.CASCADE)
    instructor = models.ForeignKey(Instructor, on_delete=models.CASCADE)
    starts_at = models.DateTimeField()
    minutes = models.PositiveSmallIntegerField(default=60)
    area = models.CharField(max_length=60)
    notes = models.TextField(blank=True)


class Review(models.Model):
    instructor = models.ForeignKey(Instructor, related_name="reviews", on_delete=models.CASCADE)
    pupil_name = models.CharField(max_length=60)
    body = models.TextField()
    stars = models.PositiveSmallIntegerField()
    created = models.DateTimeField(auto_now_add=True)
