/* Test that malloc and free of a linked list work in the module heap.  */
/* { dg-do run } */

#include <stdio.h>
#include <stdlib.h>

struct node { struct node *next; int val; char pad[20]; };

int
main (void)
{
  struct node *head = NULL;
  for (int round = 0; round < 5; round++)
    {
      for (int i = 0; i < 200; i++)
	{
	  struct node *n = malloc (sizeof *n);
	  if (!n)
	    return 1;
	  n->val = i * round;
	  n->next = head;
	  head = n;
	}
      long s = 0;
      while (head)
	{
	  struct node *n = head;
	  head = n->next;
	  s += n->val;
	  free (n);
	}
      printf ("%ld\n", s);
    }
  char *big = malloc (100000);
  big[99999] = 7;
  printf ("%d\n", big[99999]);
  free (big);
  return 0;
}
