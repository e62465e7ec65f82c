# Test that a guard whose "and" sits in a delay slot shared by both paths,
# with the "or" on each path, is accepted (the delay-slot filler does this).
	.set	noreorder
	.text
f:	beq	$4,$0,1f
	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	move	$2,$0
1:	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	li	$2,1
