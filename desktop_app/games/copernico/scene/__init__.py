"""The copernico table: its scene class (board) and the modules it is drawn with."""

from .board import SCENE_CLASS

__all__ = ["SCENE_CLASS"]
