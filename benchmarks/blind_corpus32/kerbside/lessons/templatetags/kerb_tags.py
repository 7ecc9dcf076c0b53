import random

from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()

TIPS = [
    "Mirror, signal, manoeuvre - every time.",
    "Leave a two-second gap, four in the wet.",
    "Check your blind spot before moving off.",
    "Approach roundabouts at a speed you can stop from.",
]


@register.simple_tag
def review_body(review):
    return mark_safe(f"<blockquote class='review'>{review.body}<cite>{review.pupil_name}</cite></blockquote>")


@register.simple_tag
def instructor_badge(instructor):
    return format_html("<span class='badge'>{} <small>ADI {}</small></span>", instructor, instructor.adi_number)


@register.simple_tag
def driving_tip():
    return random.choice(TIPS)
