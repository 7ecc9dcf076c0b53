from django.db import models


class Course(models.Model):
    language = models.CharField(max_length=40)
    level = models.CharField(max_length=2)
    title = models.CharField(max_length=200)
    teacher = models.CharField(max_length=120)
    starts = models.DateField()


class Enrolment(models.Model):
    course = models.ForeignKey(Course, on_delete=models.CASCADE)
    student_email = models.EmailField()
    certificate_code = models.CharField(max_length=32, blank=True)
